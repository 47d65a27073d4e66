import { Module } from '@nestjs/common';
import { HttpPaymentGateway } from './http-payment-gateway.js';
import { HttpSupplierApi } from './http-supplier-api.js';
import { PaymentGateway } from './payment-gateway.port.js';
import { SupplierApi } from './supplier-api.port.js';

/** The payment gateway and supplier API ports with their HTTP adapters (configured by PAYMENT_GATEWAY_URL, SUPPLIER_API_URL). */
@Module({
  providers: [
    { provide: PaymentGateway, useClass: HttpPaymentGateway },
    { provide: SupplierApi, useClass: HttpSupplierApi },
  ],
  exports: [PaymentGateway, SupplierApi],
})
export class IntegrationsModule {}
