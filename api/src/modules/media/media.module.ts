import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import type { FastifyInstance } from 'fastify';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { registerImageBodyParser } from './image-body-parser';
import { ImagesController } from './images.controller';
import { MediaService } from './media.service';
import { ProductImageController } from './product-image.controller';
import { ShopImage, ShopImageSchema } from './schemas/shop-image.schema';
import { ShopLookController } from './shop-look.controller';

/**
 * Images (the Professional plan): stored resized in the database (shop_images), served
 * public and cacheable for ever at /api/images/{id}; the shop's logo, banner and theme colour,
 * and the menu items' images. Registers the image body parser of its upload routes.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: ShopImage.name, schema: ShopImageSchema }]), CatalogueModule],
  controllers: [ImagesController, ShopLookController, ProductImageController],
  providers: [MediaService],
})
export class MediaModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** Before the server is ready (createApp awaits `ready()` after init), as Fastify requires. */
  onModuleInit(): void {
    registerImageBodyParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
