import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUCCESS } from '@chowk/contracts';
import { AdminOnly } from '../../common/decorators/admin-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiList, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../common/openapi/error-body.dto';
import { pagedAnswer, PageQueryDto, pageRequest } from '../../common/pagination/page-query.dto';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { CategoriesService } from './categories.service';
import { CategoryListResponseDto, CategoryPayloadDto, CategoryResponseDto } from './dto/category.dto';

/** Shop categories: reads are public (signup and the directory need them), writes are the admin's. */
@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOperation({ summary: 'The categories, sorted by name, a page at a time' })
  @ApiList(CategoryListResponseDto)
  async list(@Query() query: PageQueryDto): Promise<CategoryListResponseDto> {
    const page = pageRequest(query);
    return pagedAnswer('categories', page, await this.categories.list(page));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiInvalidId()
  @ApiNotFound('category')
  async get(@Param('id', ParseObjectIdPipe) id: string): Promise<CategoryResponseDto> {
    return { category: await this.categories.get(id) };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a category (names are unique, ignoring case)' })
  @ApiCreatedResponse({ type: CategoryResponseDto })
  @ApiBody400And422()
  @ApiConflict('A category with this name exists')
  async create(@Body() body: CategoryPayloadDto): Promise<CategoryResponseDto> {
    return { category: await this.categories.create(body.name) };
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Rename a category' })
  @ApiOkResponse({ type: CategoryResponseDto })
  @ApiBody400And422()
  @ApiNotFound('category')
  @ApiConflict('A category with this name exists')
  async update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: CategoryPayloadDto): Promise<CategoryResponseDto> {
    return { category: await this.categories.update(id, body.name) };
  }

  @Delete(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a category' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('category')
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.categories.remove(id);
    return { message: SUCCESS.categoryDeleted };
  }
}
