/** The part of @20minutes/s3rver (which ships no types) the tests use: a fake S3 server on a local folder. */
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0 for a free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
    /** Takes any well-formed signature made with a known access key. */
    allowMismatchedSignatures?: boolean;
    /** Buckets made before the server answers. */
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }

  export = S3rver;
}
