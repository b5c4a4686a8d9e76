import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsMongoId, IsOptional, Matches } from 'class-validator';
import {
  type CityPayload,
  type DistrictPayload,
  LIMITS,
  type StatePayload,
  validateCity,
  validateDistrict,
  validateState,
  VALIDATION,
} from '@chowk/contracts';
import { PageInfoDto, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { OBJECT_ID_PATTERN } from '../../../common/pipes/parse-object-id.pipe';
import { stateCode, trimmedObjectId, trimmedText } from '../../../common/openapi/text-schemas';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

const OBJECT_ID_EXAMPLE = '665f1c2e8b3e4a0012345678';
const OBJECT_ID_SCHEMA = { type: 'string', pattern: OBJECT_ID_PATTERN.source, example: OBJECT_ID_EXAMPLE } as const;

export class StatePayloadDto implements StatePayload {
  @ApiProperty(trimmedText(LIMITS.stateNameMax, 'Karnataka'))
  @Trim()
  @FollowsRule(validateState)
  name!: string;

  /** Validated as sent: the browser upper-cases the code as it is typed. */
  @ApiProperty(stateCode())
  @Trim()
  @FollowsRule(validateState)
  code!: string;
}

export class CityPayloadDto implements CityPayload {
  @ApiProperty(trimmedText(LIMITS.cityNameMax, 'Bengaluru'))
  @Trim()
  @FollowsRule(validateCity)
  name!: string;

  @ApiProperty(trimmedObjectId('The state’s _id'))
  @Trim()
  @FollowsRule(validateCity)
  @IsMongoId({ message: VALIDATION.cityStateRequired })
  stateId!: string;
}

export class DistrictPayloadDto implements DistrictPayload {
  @ApiProperty(trimmedText(LIMITS.districtNameMax, 'Indiranagar'))
  @Trim()
  @FollowsRule(validateDistrict)
  name!: string;

  @ApiProperty(trimmedObjectId('The city’s _id'))
  @Trim()
  @FollowsRule(validateDistrict)
  @IsMongoId({ message: VALIDATION.districtCityRequired })
  cityId!: string;
}

// ---- responses -------------------------------------------------------------------------

export class StateDto {
  @ApiProperty(OBJECT_ID_SCHEMA) _id!: string;
  @ApiProperty({ example: 'Karnataka' }) name!: string;
  @ApiProperty({ example: 'KA' }) code!: string;
}

/** A parent is populated; its bare id stands in only if it was deleted under the child (no transactions). */
const populated = (model: new () => object) => ({ oneOf: [{ $ref: getSchemaPath(model) }, OBJECT_ID_SCHEMA] });

@ApiExtraModels(StateDto)
export class CityDto {
  @ApiProperty(OBJECT_ID_SCHEMA) _id!: string;
  @ApiProperty({ example: 'Bengaluru' }) name!: string;
  @ApiProperty({ ...populated(StateDto), description: 'Populated: {_id, name, code}' }) stateId!: StateDto | string;
}

@ApiExtraModels(CityDto)
export class DistrictDto {
  @ApiProperty(OBJECT_ID_SCHEMA) _id!: string;
  @ApiProperty({ example: 'Indiranagar' }) name!: string;
  @ApiProperty({ ...populated(CityDto), description: 'Populated: {_id, name, stateId: {_id, name, code}}' })
  cityId!: CityDto | string;
}

export class StateResponseDto {
  @ApiProperty({ type: StateDto }) state!: StateDto;
}
export class StateListResponseDto extends PageInfoDto {
  @ApiProperty({ type: [StateDto], description: 'One page, by name' }) states!: StateDto[];
}
export class CityResponseDto {
  @ApiProperty({ type: CityDto }) city!: CityDto;
}
export class CityListResponseDto extends PageInfoDto {
  @ApiProperty({ type: [CityDto], description: 'One page, by name' }) cities!: CityDto[];
}
export class DistrictResponseDto {
  @ApiProperty({ type: DistrictDto }) district!: DistrictDto;
}
export class DistrictListResponseDto extends PageInfoDto {
  @ApiProperty({ type: [DistrictDto], description: 'One page, by name' }) districts!: DistrictDto[];
}
export class AreaListResponseDto extends PageInfoDto {
  @ApiProperty({ type: [DistrictDto], description: 'One page of the districts, populated, by state, city and name' })
  areas!: DistrictDto[];
}

// ---- list queries ----------------------------------------------------------------------

/** An optional `?stateId=`/`?cityId=` filter: empty means none; otherwise an ObjectId (422 if not). */
const ParentFilter = (description: string): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({ description: `${description} (empty: all)`, type: 'string', pattern: '^(?:[0-9a-fA-F]{24})?$' }),
    Transform(({ value }: { value: unknown }) => {
      if (value === '') return undefined;
      return typeof value === 'string' ? value.toLowerCase() : value;
    }),
    IsOptional(),
    Matches(OBJECT_ID_PATTERN, { message: VALIDATION.invalidId }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

export class CityListQueryDto extends PageQueryDto {
  @ParentFilter('Only the cities of this state')
  stateId?: string;
}

export class DistrictListQueryDto extends PageQueryDto {
  @ParentFilter('Only the districts of this city')
  cityId?: string;
}
