import { Fragment } from 'react';

/**
 * An email address that may wrap only after its "@" and before the dots of its domain, never inside a word: on a
 * narrow card "anna.lindqvist@" and "demo.podbridge.se" go on two lines. Its text stays one run, so it reads
 * (and is found) as one address.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span>{email}</span>;
  const [first, ...rest] = email.slice(at + 1).split('.');
  return (
    <span title={email}>
      {email.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        <Fragment key={`${index}-${part}`}>
          <wbr />
          {`.${part}`}
        </Fragment>
      ))}
    </span>
  );
}
