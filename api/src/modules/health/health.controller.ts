import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../database/database-unavailable';
import { HealthService } from './health.service';

class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) db!: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: '200 when the database answers a ping, 503 otherwise' })
  @ApiOkResponse({ type: HealthDto, description: '{status: "ok", db: "up"}' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: '{status: "error", db: "down"}' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    if (await this.health.databaseIsUp()) return { status: 'ok', db: 'up' };
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: 'error', db: 'down' };
  }
}
