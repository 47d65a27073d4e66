import { Module } from '@nestjs/common';
import { BookingMailModule, BookingPaymentsModule, BookingsModule, PurchaseTicketsModule } from '@farebox/bookings';
import { CompaniesModule } from '@farebox/companies';
import { ContentModule } from '@farebox/content';
import { DefinitionsModule } from '@farebox/definitions';
import { DiscountsModule } from '@farebox/discounts';
import { FinanceModule } from '@farebox/finance';
import { GeocodingModule, GeoModule, GeoPicturesModule, PlacesModule, StationsModule } from '@farebox/geo';
import { IdentityModule } from '@farebox/identity';
import { ImagesModule } from '@farebox/images';
import { InventoryModule, LineEditorModule } from '@farebox/inventory';
import { SupplierApiScreenModule } from '@farebox/inventory';
import { NotificationsModule } from '@farebox/notifications';
import { OpsModule } from '@farebox/ops';
import { MonitoringModule, UserEventsModule } from '@farebox/ops';
import { ProspectsModule } from '@farebox/ops';
import { PartnersModule } from '@farebox/partners';
import { FileJobsModule, PlatformModule } from '@farebox/platform';
import { WebAppModule } from './web-app.module.js';

@Module({
  imports: [
    PlatformModule,
    FileJobsModule,
    IdentityModule,
    CompaniesModule,
    NotificationsModule,
    ImagesModule,
    GeoModule,
    GeoPicturesModule,
    PlacesModule,
    StationsModule,
    GeocodingModule,
    ContentModule,
    InventoryModule,
    LineEditorModule,
    SupplierApiScreenModule,
    PartnersModule,
    FinanceModule,
    // Before BookingsModule: routes register in module order, and /bookings/passenger-list.csv must not be taken
    // for a booking id by GET /bookings/:id.
    BookingMailModule,
    BookingsModule,
    BookingPaymentsModule,
    PurchaseTicketsModule,
    DefinitionsModule,
    DiscountsModule,
    OpsModule,
    MonitoringModule,
    UserEventsModule,
    ProspectsModule,
    WebAppModule,
  ],
})
export class AppModule {}
