import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Airline } from './airlines/airline.entity.js';
import { AirlinesController } from './airlines/airlines.controller.js';
import { AirlinesService } from './airlines/airlines.service.js';
import { KeyDetailDefinition } from './key-details/key-detail-definition.entity.js';
import { KeyDetailDefinitionsController } from './key-details/key-detail-definitions.controller.js';
import { KeyDetailDefinitionsService } from './key-details/key-detail-definitions.service.js';
import { LineEditorDefinitionsController } from './line-editor/line-editor-definitions.controller.js';
import { LineEditorDefinitionsService } from './line-editor/line-editor-definitions.service.js';
import { PassengerExtraInfoDefinition } from './passenger-extra-info/passenger-extra-info-definition.entity.js';
import { PassengerExtraInfoDefinitionsController } from './passenger-extra-info/passenger-extra-info-definitions.controller.js';
import { PassengerExtraInfoDefinitionsService } from './passenger-extra-info/passenger-extra-info-definitions.service.js';
import { PassengerTypeDefinition } from './passenger-types/passenger-type-definition.entity.js';
import { PassengerTypeDefinitionsController } from './passenger-types/passenger-type-definitions.controller.js';
import { PassengerTypeDefinitionsService } from './passenger-types/passenger-type-definitions.service.js';
import { VehicleClassDefinition } from './vehicle-classes/vehicle-class-definition.entity.js';
import { VehicleClassDefinitionsController } from './vehicle-classes/vehicle-class-definitions.controller.js';
import { VehicleClassDefinitionsService } from './vehicle-classes/vehicle-class-definitions.service.js';

export const DEFINITION_ENTITIES = [PassengerExtraInfoDefinition, PassengerTypeDefinition, KeyDetailDefinition, VehicleClassDefinition, Airline];

/** The definition tables: passenger extra info, passenger types, key details, vehicle classes, airlines (spec part 3). */
@Module({
  imports: [TypeOrmModule.forFeature(DEFINITION_ENTITIES)],
  controllers: [
    PassengerExtraInfoDefinitionsController,
    PassengerTypeDefinitionsController,
    KeyDetailDefinitionsController,
    VehicleClassDefinitionsController,
    AirlinesController,
    LineEditorDefinitionsController,
  ],
  providers: [
    PassengerExtraInfoDefinitionsService,
    PassengerTypeDefinitionsService,
    KeyDetailDefinitionsService,
    VehicleClassDefinitionsService,
    AirlinesService,
    LineEditorDefinitionsService,
  ],
})
export class DefinitionsModule {}
