import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { UserType } from '../types';
import { authStore, type AuthState } from './store';

const AuthContext = createContext<boolean>(false);

/** Runs the start-up session check once; every `useAuth()` must sit below it. */
export function AuthProvider({ children, bootstrap = true }: { children: ReactNode; bootstrap?: boolean }) {
  useEffect(() => {
    if (bootstrap) void authStore.getState().bootstrap();
  }, [bootstrap]);
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

export interface UseAuth {
  user: AuthState['user'];
  userType: UserType | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  isAdmin: boolean;
  login: AuthState['login'];
  logout: AuthState['logout'];
  refreshUser: AuthState['refreshUser'];
}

export function useAuth(): UseAuth {
  if (!useContext(AuthContext)) throw new Error('useAuth must be used within an AuthProvider');
  const state = useStore(authStore);
  return {
    user: state.user,
    userType: state.user?.user_type ?? null,
    isAuthenticated: state.status === 'authenticated',
    isLoading: state.status === 'loading',
    isAdmin: !!state.user?.is_admin,
    login: state.login,
    logout: state.logout,
    refreshUser: state.refreshUser,
  };
}
