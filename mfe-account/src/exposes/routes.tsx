import { Suspense } from 'react';
import { Route, Routes } from '@podbridge/shared/router';
import { paths } from '@podbridge/shared/paths';
import type { RemoteRoutesContract } from '@podbridge/shared/types';
import { lazyExport, PageSpinner } from '@podbridge/kit';
import { LoginPage } from '../pages/Login/LoginPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { RegisterPage } from '../pages/Register/RegisterPage';

// Signing in and registering, where visitors arrive, come with the remote; every other screen (and the libraries
// only it uses: the listing, the social buttons) loads when it is opened.
const ForgotPasswordPage = lazyExport(() => import('../pages/ForgotPassword/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyExport(() => import('../pages/ResetPassword/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyExport(() => import('../pages/VerifyEmail/VerifyEmailPage'), 'VerifyEmailPage');
const ProfilePage = lazyExport(() => import('../pages/Profile/ProfilePage'), 'ProfilePage');
const PodcasterProfilePage = lazyExport(
  () => import('../pages/PodcasterProfile/PodcasterProfilePage'),
  'PodcasterProfilePage',
);
const PodcasterProfileCreatePage = lazyExport(
  () => import('../pages/PodcasterProfileCreate/PodcasterProfileCreatePage'),
  'PodcasterProfileCreatePage',
);
const PodcasterProfileEditPage = lazyExport(
  () => import('../pages/PodcasterProfileEdit/PodcasterProfileEditPage'),
  'PodcasterProfileEditPage',
);
const SavedPage = lazyExport(() => import('../pages/Saved/SavedPage'), 'SavedPage');
const DigestConfirmPage = lazyExport(() => import('../pages/Digest/DigestConfirmPage'), 'DigestConfirmPage');
const DigestUnsubscribePage = lazyExport(
  () => import('../pages/Digest/DigestUnsubscribePage'),
  'DigestUnsubscribePage',
);

/** The account remote's screens; the shell provides the router, auth and the route guards around them. */
function AccountRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
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
        <Route path={paths.digestConfirm} element={<DigestConfirmPage />} />
        <Route path={paths.digestUnsubscribe} element={<DigestUnsubscribePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export default AccountRoutes satisfies RemoteRoutesContract;
