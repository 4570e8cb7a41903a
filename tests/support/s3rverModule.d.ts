// The part of s3rver (an S3 server on the local disk, for tests) that tests/api use; it ships no types.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Set by run(). */
    readonly httpServer: import('node:http').Server;
  }
}
