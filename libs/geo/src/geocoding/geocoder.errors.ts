import { HttpStatus } from '@nestjs/common';
import { AppException } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';

export const geocoderNotConfigured = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.GeocoderNotConfigured, 'Address search is not configured (GEOCODER_URL is not set).');
export const geocoderUnavailable = (detail: string) =>
  new AppException(HttpStatus.BAD_GATEWAY, ErrorCode.GeocoderUnavailable, `The address search did not answer properly (${detail}).`);
