/** The list envelope of every paginated endpoint. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** 400 body for invalid input: each field with its messages. */
export type ApiFieldErrors = Record<string, string[]>;

/** Any error body the API sends. */
export interface ApiErrorBody {
  detail?: string;
  code?: string;
  [field: string]: string | string[] | undefined;
}
