import { CurrencyRate } from './ledger/currency-rate.entity.js';
import { SupplierTransaction } from './ledger/supplier-transaction.entity.js';
import { SupplierInvoiceHistory } from './invoices/supplier-invoice-history.entity.js';
import { SupplierInvoice } from './invoices/supplier-invoice.entity.js';
import { TopupDepositRequest } from './topups/topup-deposit-request.entity.js';
import { TopupEntry } from './topups/topup-entry.entity.js';
import { TopupReceipt } from './topups/topup-receipt.entity.js';

export const FINANCE_ENTITIES = [CurrencyRate, SupplierTransaction, TopupDepositRequest, TopupEntry, TopupReceipt, SupplierInvoice, SupplierInvoiceHistory];
