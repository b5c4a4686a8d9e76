import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Category, type CategoryPayload, LIMITS, validateCategory } from '@chowk/contracts';
import { trimmedText } from '../../../common/openapi/text-schemas';
import { PageInfoDto } from '../../../common/pagination/page-query.dto';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

/** POST and PUT /categories. */
export class CategoryPayloadDto implements CategoryPayload {
  @ApiProperty(trimmedText(LIMITS.categoryNameMax, 'General Store'))
  @Trim()
  @FollowsRule(validateCategory)
  name!: string;
}

export class CategoryDto implements Category {
  @ApiProperty({ type: 'string', pattern: '^[0-9a-f]{24}$', example: '665f1c2e8b3e4a0012345678' })
  _id!: string;

  @ApiProperty({ example: 'General Store' })
  name!: string;

  @ApiPropertyOptional({ format: 'date-time' })
  createdAt?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  updatedAt?: string;
}

export class CategoryResponseDto {
  @ApiProperty({ type: CategoryDto })
  category!: CategoryDto;
}

export class CategoryListResponseDto extends PageInfoDto {
  @ApiProperty({ type: [CategoryDto], description: 'One page, by name' })
  categories!: CategoryDto[];
}
