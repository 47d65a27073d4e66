/** The supplier agreement an agent's company accepts before working in the back-office. */
export const SUPPLIER_AGREEMENT_TERMS = {
  payoutDaysAfterMonthEnd: 30,
  minimumPayoutUsd: 100,
  priceChangeNoticeDays: 30,
  errorReportDays: 60,
  exclusivityMonths: 1,
  terminationNoticeDays: 30,
} as const;

const T = SUPPLIER_AGREEMENT_TERMS;

export function SupplierAgreementText() {
  return (
    <article className="space-y-3 text-sm leading-relaxed text-slate-800">
      <h3 className="text-base font-semibold">Supplier Agreement</h3>
      <p>
        This Supplier Agreement (the "Agreement") is entered into between Farebox (the "Marketplace") and the company you represent (the "Supplier"). By ticking
        the box below and pressing Agree, you confirm that you are authorised to bind the Supplier to this Agreement.
      </p>
      <h4 className="font-semibold">1. Scope</h4>
      <p>
        The Supplier appoints the Marketplace as a non-exclusive distributor of its transport services (tickets, transfers and related ancillary products). The
        Marketplace lists the Supplier's inventory, accepts bookings from travellers and sales partners, collects payment on the Supplier's behalf and forwards
        booking details to the Supplier.
      </p>
      <h4 className="font-semibold">2. Inventory, prices and schedules</h4>
      <p>
        The Supplier keeps its schedules, availability and prices accurate and up to date in the back-office. Any change to a ticket price requires at least{' '}
        {T.priceChangeNoticeDays} days notice before it takes effect; bookings made before the change keep the price confirmed at booking time. The Supplier
        honours every booking confirmed through the Marketplace.
      </p>
      <h4 className="font-semibold">3. Payouts</h4>
      <p>
        The Marketplace pays the Supplier the cost of the bookings travelled in a calendar month within {T.payoutDaysAfterMonthEnd} days after the end of that
        month (payout within {T.payoutDaysAfterMonthEnd} days after month end). Payouts are made only when the amount due reaches the minimum payout threshold
        of {T.minimumPayoutUsd} USD (or its equivalent in the Supplier's currency); smaller amounts are carried over to the following month. Bank charges of the
        Supplier's bank are borne by the Supplier.
      </p>
      <h4 className="font-semibold">4. Statements and errors</h4>
      <p>
        The Supplier can review its monthly statements in the payments report. Errors in a statement or a payout must be reported to the Marketplace in writing
        within {T.errorReportDays} days of the statement date; after that period the statement is deemed accepted.
      </p>
      <h4 className="font-semibold">5. Exclusivity</h4>
      <p>
        For one month after the closing of this Agreement (exclusivity for {T.exclusivityMonths} month after closing) the Supplier does not offer the same
        routes at a lower price through another online marketplace.
      </p>
      <h4 className="font-semibold">6. Service quality and cancellations</h4>
      <p>
        The Supplier operates the services as published, informs the Marketplace without delay of any cancellation or disruption and provides travellers with an
        equivalent alternative or a full refund where the service is not operated.
      </p>
      <h4 className="font-semibold">7. Data protection</h4>
      <p>
        Traveller data received through the Marketplace is used only to provide the booked service and is protected in line with the applicable data protection
        laws. It is not used for the Supplier's own marketing.
      </p>
      <h4 className="font-semibold">8. Term and termination</h4>
      <p>
        This Agreement runs for an indefinite term. Either party may terminate it for convenience with {T.terminationNoticeDays} days notice in writing, and
        with immediate effect in case of a material breach that is not remedied within 14 days of notice. Bookings confirmed before termination are honoured.
      </p>
      <h4 className="font-semibold">9. Miscellaneous</h4>
      <p>
        Changes to this Agreement are announced in the back-office and take effect no earlier than {T.terminationNoticeDays} days after the announcement. If a
        provision is invalid, the remaining provisions stay in force.
      </p>
    </article>
  );
}
