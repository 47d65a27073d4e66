// In-process start of both simulators on free loopback ports (used by the API test harness).
import { startPaymentGateway } from './payment-gateway.mjs';
import { startSupplierApi } from './supplier-api.mjs';

export { DECLINED_PAYMENT_METHOD, INSUFFICIENT_FUNDS_AMOUNT } from './payment-gateway.mjs';
export { DEFAULT_FAIL_CANCEL_PATTERN, DEFAULT_MISSING_PATTERN } from './supplier-api.mjs';

export async function startSimulators({ host = '127.0.0.1' } = {}) {
  const gateway = await startPaymentGateway({ host, port: 0 });
  const supplier = await startSupplierApi({ host, port: 0 });
  return {
    gateway,
    supplier,
    close: () => Promise.all([gateway.close(), supplier.close()]),
  };
}
export { SIMULATED_TEXT_MARK, startAiWriter } from './ai-writer.mjs';
export { simulatedResults, startSerp } from './serp.mjs';
