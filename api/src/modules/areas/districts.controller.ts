import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUCCESS } from '@chowk/contracts';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiList, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import { pagedAnswer, pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { DistrictsService } from './districts.service';
import { DistrictListQueryDto, DistrictListResponseDto, DistrictPayloadDto, DistrictResponseDto } from './dto/area.dto';

@ApiTags('areas')
@Controller('areas/districts')
export class DistrictsController {
  constructor(private readonly districts: DistrictsService) {}

  @Get()
  @ApiOperation({
    summary: 'Districts (of one city with ?cityId=), sorted by name, city and state populated, a page at a time',
  })
  @ApiList(DistrictListResponseDto)
  async list(@Query() query: DistrictListQueryDto): Promise<DistrictListResponseDto> {
    const page = pageRequest(query);
    return pagedAnswer('districts', page, await this.districts.list(query.cityId, page));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One district, city and state populated' })
  @ApiOkResponse({ type: DistrictResponseDto })
  @ApiInvalidId()
  @ApiNotFound('district')
  async get(@Param('id', ParseObjectIdPipe) id: string): Promise<DistrictResponseDto> {
    return { district: await this.districts.get(id) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a district in a city (names unique within the city)' })
  @ApiCreatedResponse({ type: DistrictResponseDto })
  @ApiBody400And422()
  @ApiNotFound('city')
  @ApiConflict('The city has a district with this name')
  async create(@Body() body: DistrictPayloadDto): Promise<DistrictResponseDto> {
    return { district: await this.districts.create(body) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Edit a district (name, city)' })
  @ApiOkResponse({ type: DistrictResponseDto })
  @ApiBody400And422()
  @ApiNotFound('district or city')
  @ApiConflict('The city has a district with this name')
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: DistrictPayloadDto): Promise<DistrictResponseDto> {
    return { district: await this.districts.update(id, body) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a district' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('district')
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.districts.remove(id);
    return { message: SUCCESS.districtDeleted };
  }
}
