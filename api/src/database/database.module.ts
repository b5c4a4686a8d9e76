import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import type { AppConfig } from '../config';

/**
 * The MongoDB connection (`MONGODB_URI`: MongoDB, Atlas, or FerretDB 1.24 in development and
 * tests). Stay inside what both support: no transactions, no $lookup, no geo indexes.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    // Query filters wrap any `$`-key object coming from a client in `$eq`, so
    // `{"name": {"$gt": ""}}` can never become an operator. Server code opts in with
    // `mongoose.trusted()` where it really needs one (see common/mongo/trusted-in.ts).
    mongoose.set('sanitizeFilter', true);
    return {
      module: DatabaseModule,
      imports: [
        MongooseModule.forRoot(config.mongodbUri, {
          // Unique indexes carry the uniqueness rules (names, codes, subscribers): build them.
          autoIndex: true,
          serverSelectionTimeoutMS: 5_000,
          retryAttempts: 5,
          retryDelay: 2_000,
        }),
      ],
    };
  }
}
