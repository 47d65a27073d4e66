import { canAccess, TRANSPORT_WRITE_RULE, transportPreviewPath } from '@farebox/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { Tabs } from '@/ui/tabs';
import { PublicSiteLink } from '@/features/bookings/view/public-site-link';
import { CompanyLink } from '@/features/lines/list/line-cells';
import { RideRulesWidget } from '@/features/lines/ride-rules/ride-rules-widget';
import { Info } from '@/features/locations/location-page';
import { useActor } from '@/features/users/use-permissions';
import { TransportForm } from './transport-form';
import { TransportRoute, transportPath, transportTypeLabel } from './transport-cells';
import { transportChangeLogQuery, useTransport, type Transport } from './transports.api';
import { TransportsSwitch } from './transports-switch';

/** The public site's page of the transport's route, or null without a public site. */
const previewUrl = (t: Transport) => (site: string | null) => (site ? `${site}${transportPreviewPath(t.fromCity.slug, t.toCity.slug)}` : null);

function Overview({ transport }: { transport: Transport }) {
  return (
    <section aria-labelledby="transport-overview-heading" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 id="transport-overview-heading" className="text-lg font-semibold text-slate-900">
        Overview
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Info label="Reference">{transport.reference}</Info>
        <Info label="Type">{transportTypeLabel(transport.vehicleType)}</Info>
        <Info label="Class">{transport.vehicleClass}</Info>
        <Info label="Route">
          <TransportRoute transport={transport} />
        </Info>
        <Info label="Operator">
          <CompanyLink company={transport.operator} canEdit />
        </Info>
        <Info label="Supplier">
          <CompanyLink company={transport.supplier} canEdit />
        </Info>
        <Info label="Preview">
          <PublicSiteLink label="Preview" to={previewUrl(transport)} />
        </Info>
      </dl>
    </section>
  );
}

/**
 * `/transports/edit/:transportReference` (spec part 2, 2.13): opens in view mode, the Overview/rules tab with the
 * transport's fields, its Preview link and the ride rules that apply to it; Edit (full admins who may write) turns
 * the overview into the form, and Save or Cancel come back to the view (a new reference moves the URL).
 */
function TransportScreen() {
  const { transportReference = '' } = useParams();
  const navigate = useNavigate();
  const actor = useActor();
  const canEdit = canAccess(actor, TRANSPORT_WRITE_RULE);
  const transport = useTransport(transportReference);
  const [editing, setEditing] = useState(false);
  const t = transport.data;

  return (
    <div>
      <PageHeader
        title={`Transport ${t?.reference ?? transportReference}`}
        actions={
          t &&
          canEdit &&
          !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      >
        <Link to="/transports" className="text-sm text-sky-900 underline">
          Back to transports
        </Link>
      </PageHeader>
      {transport.isPending ? (
        <Loading label="Loading transport…" />
      ) : transport.isError ? (
        <ErrorState error={transport.error} onRetry={() => void transport.refetch()} />
      ) : (
        <Tabs
          label="Transport"
          tabs={[
            {
              key: 'overview',
              label: 'Overview/rules',
              content: (
                <div className="space-y-4">
                  {editing ? (
                    <TransportForm
                      key={transport.data.version}
                      transport={transport.data}
                      onReload={() => transport.refetch()}
                      onCancel={() => setEditing(false)}
                      onSaved={(saved) => {
                        setEditing(false);
                        if (saved.reference !== transportReference) void navigate(transportPath(saved.reference), { replace: true });
                      }}
                    />
                  ) : (
                    <Overview transport={transport.data} />
                  )}
                  <RideRulesWidget
                    target={{
                      operator: transport.data.operator.id,
                      supplier: transport.data.supplier.id,
                      fromCity: transport.data.fromCity.id,
                      toCity: transport.data.toCity.id,
                      vehicleType: transport.data.vehicleType,
                      vehicleClass: transport.data.vehicleClass,
                    }}
                    canEdit={canEdit}
                  />
                </div>
              ),
            },
            {
              key: 'change-log',
              label: 'Change log',
              content: <CollapsibleChangeLog query={transportChangeLogQuery(transport.data.reference)} summary="Change Log" />,
            },
          ]}
        />
      )}
    </div>
  );
}

export function TransportPage() {
  return (
    <TransportsSwitch>
      <TransportScreen />
    </TransportsSwitch>
  );
}
