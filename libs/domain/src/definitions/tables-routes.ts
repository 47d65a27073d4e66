/** The /tables menu's nested route of each definition table (spec part 3, route table), by its menu entry id. */
export const TABLES_NESTED_PATHS = {
  'passenger-extra-info': 'passengerExtraInfoDefinitions',
  'key-details': 'keyDetailDefinitions',
  'passenger-types': 'passengerTypeDefinitions',
  'vehicle-classes': 'vehicleClassDefinitions',
  airlines: 'airlines',
} as const;
export type DefinitionTableId = keyof typeof TABLES_NESTED_PATHS;

export const isDefinitionTableId = (id: string): id is DefinitionTableId => id in TABLES_NESTED_PATHS;
