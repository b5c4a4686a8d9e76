import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUCCESS } from '@chowk/contracts';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiList, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import { pagedAnswer, pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { CitiesService } from './cities.service';
import { CityListQueryDto, CityListResponseDto, CityPayloadDto, CityResponseDto } from './dto/area.dto';

@ApiTags('areas')
@Controller('areas/cities')
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Get()
  @ApiOperation({ summary: 'Cities (of one state with ?stateId=), sorted by name, state populated, a page at a time' })
  @ApiList(CityListResponseDto)
  async list(@Query() query: CityListQueryDto): Promise<CityListResponseDto> {
    const page = pageRequest(query);
    return pagedAnswer('cities', page, await this.cities.list(query.stateId, page));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One city, state populated' })
  @ApiOkResponse({ type: CityResponseDto })
  @ApiInvalidId()
  @ApiNotFound('city')
  async get(@Param('id', ParseObjectIdPipe) id: string): Promise<CityResponseDto> {
    return { city: await this.cities.get(id) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a city in a state (names unique within the state)' })
  @ApiCreatedResponse({ type: CityResponseDto })
  @ApiBody400And422()
  @ApiNotFound('state')
  @ApiConflict('The state has a city with this name')
  async create(@Body() body: CityPayloadDto): Promise<CityResponseDto> {
    return { city: await this.cities.create(body) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Edit a city (name, state)' })
  @ApiOkResponse({ type: CityResponseDto })
  @ApiBody400And422()
  @ApiNotFound('city or state')
  @ApiConflict('The state has a city with this name')
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: CityPayloadDto): Promise<CityResponseDto> {
    return { city: await this.cities.update(id, body) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a city with all its districts' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('city')
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.cities.remove(id);
    return { message: SUCCESS.cityDeleted };
  }
}
