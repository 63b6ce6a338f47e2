import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { ForgotPasswordPage } from '../pages/ForgotPassword/ForgotPasswordPage';
import { LoginPage } from '../pages/Login/LoginPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { PodcasterProfilePage } from '../pages/PodcasterProfile/PodcasterProfilePage';
import { PodcasterProfileCreatePage } from '../pages/PodcasterProfileCreate/PodcasterProfileCreatePage';
import { PodcasterProfileEditPage } from '../pages/PodcasterProfileEdit/PodcasterProfileEditPage';
import { ProfilePage } from '../pages/Profile/ProfilePage';
import { RegisterPage } from '../pages/Register/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPassword/ResetPasswordPage';
import { VerifyEmailPage } from '../pages/VerifyEmail/VerifyEmailPage';
import { SavedPage } from '../pages/Saved/SavedPage';

/** The account remote's screens; the shell provides the router, auth and the route guards around them. */
function AccountRoutes() {
  return (
    <Routes>
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.profile} element={<ProfilePage />} />
      <Route path={paths.podcasterProfile} element={<PodcasterProfilePage />} />
      <Route path={paths.podcasterProfileCreate} element={<PodcasterProfileCreatePage />} />
      <Route path={paths.podcasterProfileCreateAlias} element={<PodcasterProfileCreatePage />} />
      <Route path={paths.podcasterProfileEdit} element={<PodcasterProfileEditPage />} />
      <Route path={paths.saved} element={<SavedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export default AccountRoutes satisfies RemoteRoutesContract;
