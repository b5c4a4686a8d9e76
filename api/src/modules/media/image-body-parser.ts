import {
  ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_HTTP_TEXTS, IMAGE_MAX_BYTES, MEDIA_MESSAGES } from '@chowk/contracts';

/** Route config flag of the routes whose body is a raw image (see `ImageUpload`). */
const IMAGE_UPLOAD_FLAG = 'imageUpload';

/** Marks a handler as an image upload: its body may be an image/* or octet-stream, up to 5 MB. */
export const ImageUploadRoute = () => RouteConfig({ [IMAGE_UPLOAD_FLAG]: true });

/** What the parser hands an upload route: the bytes, or the fact that there were too many. */
export type ImageBody = Buffer | typeof IMAGE_TOO_LARGE;
export const IMAGE_TOO_LARGE = Symbol('image too large');

const isUploadRoute = (request: FastifyRequest): boolean =>
  Boolean((request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[IMAGE_UPLOAD_FLAG]);

/**
 * The image bodies: `image/*` and `application/octet-stream` are read only on the
 * upload routes (`@ImageUploadRoute()`), as bytes, up to IMAGE_MAX_BYTES; elsewhere they are
 * refused with 415 before a byte is read, as any body that is not JSON. JSON keeps its own parser
 * and its 100 KB limit (common/http/json-body-parser.ts).
 *
 * Over the limit the parser stops reading and hands the route IMAGE_TOO_LARGE rather than an
 * error: the route still checks who asks first (401/403/404/402), then answers 413 with the
 * image's own message (ImageTooLargeFilter; the global filter would say only "Request body is
 * too large").
 */
export function registerImageBodyParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)(\s*;.*)?$/i, (request, payload, done) => {
    if (!isUploadRoute(request)) {
      done(new UnsupportedMediaTypeException(API_HTTP_TEXTS.notJson), undefined);
      return;
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > IMAGE_MAX_BYTES) {
      payload.resume();
      done(null, IMAGE_TOO_LARGE);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error: Error | null, body?: ImageBody) => {
      if (settled) return;
      settled = true;
      payload.removeListener('data', onData);
      done(error, body);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > IMAGE_MAX_BYTES) {
        chunks.length = 0;
        payload.resume();
        settle(null, IMAGE_TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    payload.on('data', onData);
    payload.once('end', () => settle(null, Buffer.concat(chunks)));
    payload.once('error', (error) => settle(error));
  });
}

/** 413 with the image's message, from an upload route (IMAGE_TOO_LARGE). */
export class ImageTooLargeException extends HttpException {
  constructor() {
    super({ statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message: MEDIA_MESSAGES.tooLarge }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

@Catch(ImageTooLargeException)
export class ImageTooLargeFilter implements ExceptionFilter {
  catch(_exception: ImageTooLargeException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (!reply.sent) void reply.status(HttpStatus.PAYLOAD_TOO_LARGE).send({ message: MEDIA_MESSAGES.tooLarge });
  }
}
