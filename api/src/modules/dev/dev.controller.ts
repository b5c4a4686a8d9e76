import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DevOutboxMessage } from '@chowk/contracts';
import { type Channel, CHANNELS, OutboxService } from '../notifications/outbox.service';

class OutboxMessageDto implements DevOutboxMessage {
  @ApiProperty({ example: 'customer@example.com' }) to!: string;
  @ApiProperty({ enum: [...CHANNELS] }) channel!: Channel;
  @ApiProperty({ example: 'Your Chowk code is 123456' }) text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

class OutboxResponseDto {
  @ApiProperty({ type: [OutboxMessageDto] }) messages!: OutboxMessageDto[];
}

@ApiTags('dev')
@Controller('dev')
export class DevController {
  constructor(private readonly outbox: OutboxService) {}

  @Get('outbox')
  @ApiOperation({ summary: 'Development only: the messages that would have been sent, newest first' })
  @ApiQuery({ name: 'to', required: false, description: 'An email address or mobile number (SMS and WhatsApp)' })
  @ApiOkResponse({ type: OutboxResponseDto })
  async outboxFor(@Query('to') to?: unknown): Promise<OutboxResponseDto> {
    return { messages: await this.outbox.list(typeof to === 'string' && to.trim() ? to : undefined) };
  }
}
