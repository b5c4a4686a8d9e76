import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MEDIA_MESSAGES } from '@chowk/contracts';
import { ApiInvalidId, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { MediaService } from './media.service';

/** An image never changes (a new upload is a new id): every cache may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CACHE_HEADERS = {
  'Cache-Control': { description: 'Always `public, max-age=31536000, immutable`', schema: { type: 'string' } },
  ETag: { description: "The image's id, quoted", schema: { type: 'string' } },
};

/** The stored images, public: the storefront shows them to anyone (GET /api/images/{id}). */
@ApiTags('images')
@Controller('images')
export class ImagesController {
  constructor(private readonly media: MediaService) {}

  @Get(':id')
  @ApiOperation({ summary: "An image (a shop's logo or banner, an item's image) as WebP, cacheable for ever" })
  @ApiParam({ name: 'id', description: 'From a logo_url, banner_url or image_url' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy held: 304 when it is this image' })
  @ApiResponse({
    status: 200,
    description: 'The image bytes',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
    headers: CACHE_HEADERS,
  })
  @ApiResponse({ status: 304, description: 'The copy held is this image', headers: CACHE_HEADERS })
  @ApiInvalidId()
  @ApiNotFound('image')
  async get(
    @Param('id', ParseObjectIdPipe) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.media.find(id);
    if (!image) throw new NotFoundException(MEDIA_MESSAGES.imageNotFound);
    const etag = `"${String(image._id)}"`;
    void reply.header('Cache-Control', IMAGE_CACHE_CONTROL).header('ETag', etag);
    const held = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (held.includes(etag) || held.includes('*')) {
      await reply.status(304).send();
      return;
    }
    const data = storedBytes(image.data);
    await reply.status(200).header('Content-Type', image.contentType).header('Content-Length', String(data.length)).send(data);
  }
}

/** A lean read gives the driver's Binary (its bytes in `buffer`, its length in `position`), not a Buffer. */
function storedBytes(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  const binary = data as { buffer: Uint8Array; position?: number };
  return Buffer.from(binary.buffer.buffer, binary.buffer.byteOffset, binary.position ?? binary.buffer.byteLength);
}
