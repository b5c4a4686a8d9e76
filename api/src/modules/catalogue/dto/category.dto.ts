import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Category, type CategoryPayload, LIMITS, validateCategory } from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

/** POST and PUT /categories. */
export class CategoryPayloadDto implements CategoryPayload {
  @ApiProperty({ example: 'General Store', maxLength: LIMITS.categoryNameMax })
  @Trim()
  @FollowsRule(validateCategory)
  name!: string;
}

export class CategoryDto implements Category {
  @ApiProperty({ example: '665f1c2e8b3e4a0012345678' })
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

export class CategoryListResponseDto {
  @ApiProperty({ type: [CategoryDto] })
  categories!: CategoryDto[];
}
