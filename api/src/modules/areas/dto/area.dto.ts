import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';
import {
  type CityPayload,
  type DistrictPayload,
  LIMITS,
  type StatePayload,
  STATE_CODE_PATTERN,
  validateCity,
  validateDistrict,
  validateState,
  VALIDATION,
} from '@chowk/contracts';
import { FollowsRule } from '../../../common/validation/follows-rule.decorator';
import { Trim } from '../../../common/validation/trim.decorator';

const OBJECT_ID_EXAMPLE = '665f1c2e8b3e4a0012345678';

export class StatePayloadDto implements StatePayload {
  @ApiProperty({ example: 'Karnataka', maxLength: LIMITS.stateNameMax })
  @Trim()
  @FollowsRule(validateState)
  name!: string;

  /** Validated as sent: the browser upper-cases the code as it is typed. */
  @ApiProperty({ example: 'KA', maxLength: LIMITS.stateCodeMax, pattern: STATE_CODE_PATTERN.source })
  @Trim()
  @FollowsRule(validateState)
  code!: string;
}

export class CityPayloadDto implements CityPayload {
  @ApiProperty({ example: 'Bengaluru', maxLength: LIMITS.cityNameMax })
  @Trim()
  @FollowsRule(validateCity)
  name!: string;

  @ApiProperty({ example: OBJECT_ID_EXAMPLE, description: 'The state’s _id' })
  @Trim()
  @FollowsRule(validateCity)
  @IsMongoId({ message: VALIDATION.cityStateRequired })
  stateId!: string;
}

export class DistrictPayloadDto implements DistrictPayload {
  @ApiProperty({ example: 'Indiranagar', maxLength: LIMITS.districtNameMax })
  @Trim()
  @FollowsRule(validateDistrict)
  name!: string;

  @ApiProperty({ example: OBJECT_ID_EXAMPLE, description: 'The city’s _id' })
  @Trim()
  @FollowsRule(validateDistrict)
  @IsMongoId({ message: VALIDATION.districtCityRequired })
  cityId!: string;
}

// ---- responses -------------------------------------------------------------------------

export class StateDto {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE }) _id!: string;
  @ApiProperty({ example: 'Karnataka' }) name!: string;
  @ApiProperty({ example: 'KA' }) code!: string;
}

export class CityDto {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE }) _id!: string;
  @ApiProperty({ example: 'Bengaluru' }) name!: string;
  @ApiProperty({ type: StateDto, description: 'Populated: {_id, name, code}' }) stateId!: StateDto | string;
}

export class DistrictDto {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE }) _id!: string;
  @ApiProperty({ example: 'Indiranagar' }) name!: string;
  @ApiProperty({ type: CityDto, description: 'Populated: {_id, name, stateId: {_id, name, code}}' })
  cityId!: CityDto | string;
}

export class StateResponseDto {
  @ApiProperty({ type: StateDto }) state!: StateDto;
}
export class StateListResponseDto {
  @ApiProperty({ type: [StateDto] }) states!: StateDto[];
}
export class CityResponseDto {
  @ApiProperty({ type: CityDto }) city!: CityDto;
}
export class CityListResponseDto {
  @ApiProperty({ type: [CityDto] }) cities!: CityDto[];
}
export class DistrictResponseDto {
  @ApiProperty({ type: DistrictDto }) district!: DistrictDto;
}
export class DistrictListResponseDto {
  @ApiProperty({ type: [DistrictDto] }) districts!: DistrictDto[];
}
export class AreaListResponseDto {
  @ApiProperty({ type: [DistrictDto], description: 'Every district, populated, by state, city and name' })
  areas!: DistrictDto[];
}
