import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiList } from '../../common/openapi/api-responses.decorator';
import { pagedAnswer, PageQueryDto, pageRequest } from '../../common/pagination/page-query.dto';
import { AreasService } from './areas.service';
import { AreaListResponseDto } from './dto/area.dto';

@ApiTags('areas')
@Controller('areas')
export class AreasController {
  constructor(private readonly areas: AreasService) {}

  @Get('all')
  @ApiOperation({ summary: 'The hierarchy view: the districts with their city and state, a page at a time' })
  @ApiList(AreaListResponseDto)
  async all(@Query() query: PageQueryDto): Promise<AreaListResponseDto> {
    const page = pageRequest(query);
    return pagedAnswer('areas', page, await this.areas.all(page));
  }
}
