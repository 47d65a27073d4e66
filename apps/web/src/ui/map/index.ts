export * from './location-map';
export * from './map-types';
