/**
 * The libraries a prerendered public page of the site needs before it answers: React and its DOM renderer, the
 * router (the parts of react-router the site uses, as the platform offers them), styled-components, i18next with its React binding, zustand (the session store) and TanStack Query (the
 * directories' data). Each comes through the federation runtime exactly as on the site's pages (they are the same
 * shared modules, configured by the same webpack configuration). The HTTP client, the form library and the toaster
 * are left out: a page shown to a visitor does not need them to become interactive.
 */
import * as router from '@podbridge/shared/router';
import * as query from '@tanstack/react-query';
import i18next from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactI18next from 'react-i18next';
import styled from 'styled-components';
import * as zustand from 'zustand';

/** Every library is used, so that the build keeps each one whole and the page evaluates it. */
export const LIBRARIES = { query, i18next, react, reactDom, jsxRuntime, reactI18next, router, styled, zustand };

(window as unknown as { podbridgeFloor?: string[] }).podbridgeFloor = Object.keys(LIBRARIES);
