import type { AxiosRequestConfig } from 'axios';
import type { paths } from '../types/generated/api';
import { apiClient } from './client';

/*
 * API calls checked against the API's contract (the `paths` generated from its OpenAPI document): the method, the
 * path, its parameters, the query, the body and the answer all come from the generated types, so renaming a path
 * parameter or a response field breaks the typecheck of every caller. axios stays the transport (the token, the
 * refresh on 401, the base URL: `apiClient`).
 *
 *   const podcast = await api.get('/podcasts/{id}/', { path: { id } });
 *   await api.post('/podcasts/{id}/approve/', { path: { id } });
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Paths = keyof paths;
/** A path as the site writes it: the contract's path without the API's `/api` prefix (the client's base URL has it). */
type SitePath<P> = P extends `/api${infer Rest}` ? Rest : never;
type Operation<P extends string, M extends Method> = `/api${P}` extends Paths ? paths[`/api${P}`][M] : never;

/** The site paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in Paths]: paths[P][M] extends undefined | never ? never : SitePath<P>;
}[Paths];

type ParametersOf<Op> = Op extends { parameters: infer Parameters } ? Parameters : never;

/** `path` when the operation has path parameters (always required then). */
type PathParams<Pm> = Pm extends { path: infer Values }
  ? [Values] extends [never]
    ? unknown
    : { path: Values }
  : unknown;
/** `query` when the operation takes one: optional unless the contract requires it. */
type QueryParams<Pm> = Pm extends { query?: infer Values }
  ? [Exclude<Values, undefined>] extends [never]
    ? unknown
    : undefined extends Values
      ? { query?: Values }
      : { query: Values }
  : unknown;
type Params<Op> = PathParams<ParametersOf<Op>> & QueryParams<ParametersOf<Op>>;

/** The JSON body of an operation (a multipart body sends the same fields), or never. */
export type BodyOf<Op> = Op extends { requestBody?: { content: infer Content } }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Content[keyof Content]
  : never;

/** What an operation answers on success (200, 201 or 204): its JSON, or undefined for no content. */
export type AnswerOf<Op> = Op extends { responses: infer Responses }
  ? Responses extends Record<200, { content: { 'application/json': infer Json } }>
    ? Json
    : Responses extends Record<201, { content: { 'application/json': infer Json } }>
      ? Json
      : undefined
  : never;

/**
 * `body` where the contract takes one (a FormData for file uploads, else the JSON): required when it is, unless the
 * contract also takes none (a nullable body).
 */
type BodyParam<Op> = Op extends { requestBody: { content: unknown } }
  ? null extends BodyOf<Op>
    ? { body?: BodyOf<Op> | FormData }
    : { body: BodyOf<Op> | FormData }
  : [BodyOf<Op>] extends [never]
    ? { body?: never }
    : { body?: BodyOf<Op> | FormData };

type Options<Op> = Params<Op> &
  BodyParam<Op> & {
    /** Anything else axios takes (a signal, headers). */
    config?: Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;
  };

/** `/podcasts/{id}/` with `{ id: 7 }` -> `/podcasts/7/`. */
export function fillPath(path: string, values: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

interface UntypedOptions {
  path?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  config?: AxiosRequestConfig;
}

async function call(method: Method, path: string, options: UntypedOptions = {}): Promise<unknown> {
  const response = await apiClient.request({
    ...options.config,
    method,
    url: fillPath(path, options.path),
    params: options.query,
    data: options.body,
  });
  return response.data;
}

/** Options are required when the operation has a required path parameter. */
type Args<M extends Method, P extends PathsWith<M>> =
  object extends Options<Operation<P, M>> ? [options?: Options<Operation<P, M>>] : [options: Options<Operation<P, M>>];

type Answer<M extends Method, P extends string> = Promise<AnswerOf<Operation<P, M>>>;

export const api = {
  get: <P extends PathsWith<'get'>>(path: P, ...[options]: Args<'get', P>) =>
    call('get', path, options as UntypedOptions) as Answer<'get', P>,
  post: <P extends PathsWith<'post'>>(path: P, ...[options]: Args<'post', P>) =>
    call('post', path, options as UntypedOptions) as Answer<'post', P>,
  put: <P extends PathsWith<'put'>>(path: P, ...[options]: Args<'put', P>) =>
    call('put', path, options as UntypedOptions) as Answer<'put', P>,
  patch: <P extends PathsWith<'patch'>>(path: P, ...[options]: Args<'patch', P>) =>
    call('patch', path, options as UntypedOptions) as Answer<'patch', P>,
  delete: <P extends PathsWith<'delete'>>(path: P, ...[options]: Args<'delete', P>) =>
    call('delete', path, options as UntypedOptions) as Answer<'delete', P>,
};
