import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { BookingsPage } from '../pages/Bookings/BookingsPage';
import { MessagesPage } from '../pages/Messages/MessagesPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';

/** The messaging remote's screens; the shell provides the router, auth, toaster and the login guard. */
function MessagingRoutes() {
  return (
    <Routes>
      <Route path={paths.messages} element={<MessagesPage />} />
      <Route path={paths.messagesWith} element={<MessagesPage />} />
      <Route path={paths.bookings} element={<BookingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default MessagingRoutes satisfies RemoteRoutesContract;
