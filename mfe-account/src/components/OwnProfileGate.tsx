import type { UseQueryResult } from '@tanstack/react-query';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Alert, PageSpinner } from '@podbridge/kit';
import { NoProfile, type NoProfileProps } from './NoProfile';

/** What a page of one's own profile shows before the profile: each page has its own texts. */
export interface OwnProfileStates {
  /** The spinner's text while it loads. */
  loading: string;
  /** The text when it cannot be loaded. */
  failure: string;
  /** Without a profile: how to create one, or the page's own notice. */
  missing: NoProfileProps | ReactElement;
}

export interface OwnProfileGateProps<Profile> {
  /** The query of one's own profile: its data is null when there is none yet. */
  query: UseQueryResult<Profile | null>;
  states: OwnProfileStates;
  children: (profile: Profile) => ReactNode;
}

/** The states every page of one's own profile goes through: loading, failed, none yet, then the profile. */
export function OwnProfileGate<Profile>({ query, states, children }: OwnProfileGateProps<Profile>) {
  if (query.isPending) return <PageSpinner text={states.loading} />;
  if (query.isError) return <Alert variant="error">{states.failure}</Alert>;
  if (query.data) return children(query.data);
  return isValidElement(states.missing) ? states.missing : <NoProfile {...states.missing} />;
}
