import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HTTP_MESSAGES, VALIDATION } from '@chowk/contracts';

/** `{message}`: every 4xx but 422; a 500 adds `requestId`. */
export class ErrorBodyDto {
  @ApiProperty({ example: HTTP_MESSAGES.notFound })
  message!: string;

  @ApiPropertyOptional({ description: 'Only on 500: the id to look the error up in the logs' })
  requestId?: string;
}

/** 422: `{message, errors: {field: message}}`, one message per field. */
export class ValidationErrorBodyDto {
  @ApiProperty({ example: HTTP_MESSAGES.validation })
  message!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { name: VALIDATION.categoryNameRequired, colour: VALIDATION.unknownField('colour') },
  })
  errors!: Record<string, string>;
}

/** `{message}` on success (deletes, contact, newsletter). */
export class MessageDto {
  @ApiProperty()
  message!: string;
}
