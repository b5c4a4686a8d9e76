import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AreasService } from './areas.service';
import { AreaListResponseDto } from './dto/area.dto';

@ApiTags('areas')
@Controller('areas')
export class AreasController {
  constructor(private readonly areas: AreasService) {}

  @Get('all')
  @ApiOperation({ summary: 'The hierarchy view: every district with its city and state' })
  @ApiOkResponse({ type: AreaListResponseDto })
  async all(): Promise<AreaListResponseDto> {
    return { areas: await this.areas.all() };
  }
}
