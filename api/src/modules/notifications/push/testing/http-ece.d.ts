/** http_ece (RFC 8188) has no types of its own: the decryption the push specs use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer; rs?: number },
  ): Buffer;
}
