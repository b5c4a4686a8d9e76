import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUCCESS } from '@chowk/contracts';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiList, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import { pagedAnswer, PageQueryDto, pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { StateListResponseDto, StatePayloadDto, StateResponseDto } from './dto/area.dto';
import { StatesService } from './states.service';

@ApiTags('areas')
@Controller('areas/states')
export class StatesController {
  constructor(private readonly states: StatesService) {}

  @Get()
  @ApiOperation({ summary: 'The states, sorted by name, a page at a time' })
  @ApiList(StateListResponseDto)
  async list(@Query() query: PageQueryDto): Promise<StateListResponseDto> {
    const page = pageRequest(query);
    return pagedAnswer('states', page, await this.states.list(page));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One state' })
  @ApiOkResponse({ type: StateResponseDto })
  @ApiInvalidId()
  @ApiNotFound('state')
  async get(@Param('id', ParseObjectIdPipe) id: string): Promise<StateResponseDto> {
    return { state: await this.states.get(id) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a state (name and code each unique)' })
  @ApiCreatedResponse({ type: StateResponseDto })
  @ApiBody400And422()
  @ApiConflict('A state with this name or code exists')
  async create(@Body() body: StatePayloadDto): Promise<StateResponseDto> {
    return { state: await this.states.create(body) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Edit a state' })
  @ApiOkResponse({ type: StateResponseDto })
  @ApiBody400And422()
  @ApiNotFound('state')
  @ApiConflict('A state with this name or code exists')
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: StatePayloadDto): Promise<StateResponseDto> {
    return { state: await this.states.update(id, body) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a state with all its cities and their districts' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('state')
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.states.remove(id);
    return { message: SUCCESS.stateDeleted };
  }
}
