import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { VALIDATION } from '@chowk/contracts';

/** 24 hex digits. (`Types.ObjectId.isValid` also accepts any 12-character string.) */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID_PATTERN.test(value);

/** An `:id` (or `?stateId=`) that is not an ObjectId is a 400, never a query. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isObjectId(value)) throw new BadRequestException(VALIDATION.invalidId);
    return value.toLowerCase();
  }
}
