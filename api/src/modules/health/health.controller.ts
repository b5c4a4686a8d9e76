import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Lifecycle } from '../../common/lifecycle/lifecycle';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../database/database-unavailable';
import { HealthService } from './health.service';

class HealthDto {
  @ApiProperty({ enum: ['ok', 'error', 'draining'] }) status!: 'ok' | 'error' | 'draining';
  @ApiProperty({ enum: ['up', 'down'] }) db!: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get()
  @ApiOperation({
    summary: '200 when the database answers a ping, 503 otherwise or while the instance shuts down',
  })
  @ApiOkResponse({ type: HealthDto, description: '{status: "ok", db: "up"}' })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description:
      '{status: "error", db: "down"}, with Retry-After; or, once this instance has been told to stop, ' +
      '{status: "draining", db: "up" | "down"} with Connection: close: it still serves other requests ' +
      'for a moment, while a proxy takes it out of its pool',
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const db = (await this.health.databaseIsUp()) ? 'up' : 'down';
    // No Retry-After: a draining instance does not come back (its successor is a new process).
    if (this.lifecycle.draining) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('Connection', 'close');
      return { status: 'draining', db };
    }
    if (db === 'up') return { status: 'ok', db };
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: 'error', db };
  }
}
