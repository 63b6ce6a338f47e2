export { authStore } from './store';
export type { AuthState, AuthStatus, LoginCredentials } from './store';
export { AuthProvider, useAuth } from './AuthProvider';
export type { UseAuth } from './AuthProvider';
export { STORAGE_KEYS, clearSession, readUserData, readUserType } from './storage';
export { isOwner, useIsOwner, useViewerId } from './owner';
export { chooseLanguage } from './language';
