import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OPTION_API_MESSAGES as M } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import {
  ChoiceAvailabilityDto,
  OptionGroupCreateDto,
  OptionGroupDeletedDto,
  OptionGroupListResponseDto,
  OptionGroupResponseDto,
  OptionGroupUpdateDto,
} from '../dto/option-group.dto';
import { OptionGroupsService } from './option-groups.service';

/**
 * A shop's option groups (docs/product.md "Item options"): public to read (the storefront's option
 * sheet), changed only by the shop's owner. Items carry them by id (`option_group_ids` on
 * /products), so a change here shows on every item that carries the group.
 */
@ApiTags('option groups')
@Controller('option-groups')
export class OptionGroupsController {
  constructor(private readonly groups: OptionGroupsService) {}

  @Get('shop/:shopId')
  @ApiOperation({ summary: "A shop's option groups (sizes, add-ons), in creation order" })
  @ApiOkResponse({ type: OptionGroupListResponseDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async list(@Param('shopId', ParseObjectIdPipe) shopId: string): Promise<OptionGroupListResponseDto> {
    return { success: true, data: (await this.groups.listForShop(shopId)) as OptionGroupListResponseDto['data'] };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'Add an option group to your shop (names unique in the shop, ignoring case)',
    description:
      'A choice names no `_id` here (422). What the document cannot say is a 422 too: choice names differ, ' +
      'min_picks and max_picks within the number of choices, no minimum for a group that is not required.',
  })
  @ApiCreatedResponse({ type: OptionGroupResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  @ApiConflict('A group with this name exists in the shop, or the shop has the most groups it can hold (100)')
  async create(@CurrentUser() user: TokenPayload, @Body() body: OptionGroupCreateDto): Promise<OptionGroupResponseDto> {
    const group = await this.groups.create(user.sub, body);
    return { success: true, message: M.groupCreated, data: group as OptionGroupResponseDto['data'] };
  }

  @Put(':id')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: 'Change an option group of your shop: every item carrying it shows the change, no order does',
    description:
      'The whole group, as on POST. A choice with an `_id` keeps it (it must be one of the group’s: 422 ' +
      'otherwise) and, without `sold_out`, its sold-out mark; a choice without one is new; a choice left out goes.',
  })
  @ApiOkResponse({ type: OptionGroupResponseDto })
  @ApiBody400And422()
  @ApiNotFound('option group')
  @ApiConflict('Another group of the shop has this name')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: OptionGroupUpdateDto,
  ): Promise<OptionGroupResponseDto> {
    const group = await this.groups.update(user.sub, id, body);
    return { success: true, message: M.groupSaved, data: group as OptionGroupResponseDto['data'] };
  }

  @Patch(':id/choices/:choiceId/availability')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Mark a choice of your option group sold out, or available again' })
  @ApiOkResponse({ type: OptionGroupResponseDto })
  @ApiBody400And422()
  @ApiNotFound('option group, or no such choice in it')
  async availability(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('choiceId', ParseObjectIdPipe) choiceId: string,
    @Body() body: ChoiceAvailabilityDto,
  ): Promise<OptionGroupResponseDto> {
    const { group, choiceName } = await this.groups.setChoiceSoldOut(user.sub, id, choiceId, body.sold_out);
    const message = body.sold_out ? M.choiceMarkedSoldOut(choiceName) : M.choiceAvailable(choiceName);
    return { success: true, message, data: group as OptionGroupResponseDto['data'] };
  }

  @Delete(':id')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Delete an option group of your shop: it leaves every item that carried it' })
  @ApiOkResponse({ type: OptionGroupDeletedDto })
  @ApiInvalidId()
  @ApiNotFound('option group')
  async remove(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<OptionGroupDeletedDto> {
    await this.groups.remove(user.sub, id);
    return { success: true, message: M.groupDeleted };
  }
}
