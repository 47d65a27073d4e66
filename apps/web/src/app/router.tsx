import { isScreenBuilt, PROVINCE_WRITE_RULE, SCREEN_RULES, TABLES_NESTED_PATHS } from '@farebox/domain';
import { PLACES_PATH } from '@farebox/domain';
import { Scope } from '@farebox/domain';
import { createBrowserRouter, Navigate, redirect } from 'react-router';
import { ShellRoute } from '@/routes/shell-route';
import { Loading } from '@/ui/spinner';
import { guard, guardAndPrefetch, homeLoader, publicOnlyLoader, shellLoader, trackLocation } from './guards';

/** The five definition tables: their paths (top level, and nested under /tables) and route components. */
const DEFINITION_TABLE_ROUTES = [
  { id: 'passenger-extra-info', path: 'passenger-extra-info-definitions', route: 'PassengerExtraInfoRoute' },
  { id: 'key-details', path: 'key-detail-definitions', route: 'KeyDetailsRoute' },
  { id: 'passenger-types', path: 'passenger-type-definitions', route: 'PassengerTypesRoute' },
  { id: 'vehicle-classes', path: 'vehicle-class-definitions', route: 'VehicleClassesRoute' },
  { id: 'airlines', path: 'airlines', route: 'AirlinesRoute' },
] as const;

/**
 * Public sign-in screens, then the shell (layout + session guard) with one child per screen. Every protected
 * child has `loader: guard(rule)` with the same AccessRule as its API (SCREEN_RULES in @farebox/domain);
 * screens are lazy per feature. Each feature adds its entries to the shell's children.
 */
export const router = createBrowserRouter([
  {
    path: '/login',
    loader: publicOnlyLoader,
    HydrateFallback: () => <Loading />,
    lazy: () => import('@/routes/auth-routes').then((m) => ({ Component: m.LoginRoute })),
  },
  { path: '/forgot-password', lazy: () => import('@/routes/auth-routes').then((m) => ({ Component: m.ForgotPasswordRoute })) },
  { path: '/reset-password', lazy: () => import('@/routes/auth-routes').then((m) => ({ Component: m.ResetPasswordRoute })) },
  {
    path: '/',
    id: 'shell',
    loader: shellLoader,
    Component: ShellRoute,
    HydrateFallback: () => <Loading label="Loading the back-office…" />,
    children: [
      { index: true, loader: homeLoader, lazy: () => import('@/routes/home-route').then((m) => ({ Component: m.HomeRoute })) },
      {
        path: 'bookings',
        loader: guardAndPrefetch(SCREEN_RULES.bookings, () => import('@/features/bookings/bookings-list.prefetch').then((m) => m.prefetchBookingsList)),
        lazy: () => import('@/routes/bookings-routes').then((m) => ({ Component: m.BookingsListRoute })),
      },
      {
        path: 'bookings/search',
        loader: guard(SCREEN_RULES.bookingWrite),
        lazy: () => import('@/routes/booking-edit-routes').then((m) => ({ Component: m.BookingSearchRoute })),
      },
      {
        path: 'bookings/edit/:bookingId',
        loader: guard(SCREEN_RULES.bookingWrite),
        lazy: () => import('@/routes/booking-edit-routes').then((m) => ({ Component: m.BookingEditRoute })),
      },
      {
        path: 'payments',
        loader: guard(SCREEN_RULES.payments),
        lazy: () => import('@/routes/payments-routes').then((m) => ({ Component: m.PaymentsListRoute })),
      },
      { path: 'lines', loader: guard(SCREEN_RULES.lines), lazy: () => import('@/routes/lines-routes').then((m) => ({ Component: m.LinesListRoute })) },
      {
        path: 'partners',
        loader: guard(SCREEN_RULES.partners),
        lazy: () => import('@/routes/partners-routes').then((m) => ({ Component: m.PartnersListRoute })),
      },
      { path: 'users', loader: guard(SCREEN_RULES.users), lazy: () => import('@/routes/users-routes').then((m) => ({ Component: m.UsersListRoute })) },
      {
        path: 'users/edit/:userId?',
        loader: guard(SCREEN_RULES.users),
        lazy: () => import('@/routes/users-routes').then((m) => ({ Component: m.UserEditRoute })),
      },
      { path: 'users/:userId', loader: guard(SCREEN_RULES.users), lazy: () => import('@/routes/users-routes').then((m) => ({ Component: m.UserViewRoute })) },
      {
        path: 'companies',
        loader: guard(SCREEN_RULES.companies),
        lazy: () => import('@/routes/companies-routes').then((m) => ({ Component: m.CompaniesListRoute })),
      },
      {
        path: 'companies/edit/:companyId?',
        loader: guard(SCREEN_RULES.companies),
        lazy: () => import('@/routes/companies-routes').then((m) => ({ Component: m.CompanyEditRoute })),
      },
      {
        path: 'companies/:companyId',
        loader: guard(SCREEN_RULES.companyView),
        lazy: () => import('@/routes/companies-routes').then((m) => ({ Component: m.CompanyViewRoute })),
      },
      {
        path: 'payments-report',
        loader: guard(SCREEN_RULES.paymentsReport),
        lazy: () => import('@/routes/payments-report-routes').then((m) => ({ Component: m.PaymentsReportRoute })),
      },
      // Transports: full admins only; the pages say so when the deployment does not enable them (TRANSPORTS_ENABLED).
      {
        path: 'transports',
        loader: guard(SCREEN_RULES.staffFullAdmin),
        lazy: () => import('@/features/transports/transports-list-page').then((m) => ({ Component: m.TransportsListPage })),
      },
      {
        path: 'transports/edit/:transportReference',
        loader: guard(SCREEN_RULES.staffFullAdmin),
        lazy: () => import('@/features/transports/transport-page').then((m) => ({ Component: m.TransportPage })),
      },
      {
        path: 'partners/edit/:partnerId',
        loader: guard(SCREEN_RULES.partners),
        lazy: () => import('@/routes/partners-routes').then((m) => ({ Component: m.PartnerDetailRoute })),
      },
      {
        path: 'lines/edit/:lineId?',
        loader: guard(SCREEN_RULES.lines),
        lazy: () => import('@/routes/line-edit-routes').then((m) => ({ Component: m.LineEditRoute })),
      },
      {
        path: 'countries',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/countries/countries-list-page').then((m) => ({ Component: m.CountriesListPage })),
      },
      {
        path: 'countries/edit/:countryId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/countries/country-edit-page').then((m) => ({ Component: m.CountryEditRoute })),
      },
      {
        path: 'countries/:countryId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/countries/country-pages').then((m) => ({ Component: m.CountryViewRoute })),
      },
      {
        path: 'purchase-tickets',
        loader: guard(SCREEN_RULES.purchaseTickets, (me) => !!me.company?.canPurchaseTickets),
        lazy: () => import('@/routes/purchase-tickets-routes').then((m) => ({ Component: m.PurchaseTicketsRoute })),
      },
      {
        path: 'monitoring',
        // The rule holds no "or": full admins (the API adds "while monitoring is enabled") or view-user-events holders.
        loader: guard(SCREEN_RULES.monitoring, (me) => me.isFullAdmin || me.scopes.includes(Scope.ViewUserEvents)),
        lazy: () => import('@/routes/monitoring-routes').then((m) => ({ Component: m.MonitoringRoute })),
      },
      {
        path: 'supplyconfigs',
        loader: guard(SCREEN_RULES.supplyConfigs),
        lazy: () => import('@/routes/supply-configs-routes').then((m) => ({ Component: m.SupplyConfigsListRoute })),
      },
      {
        path: 'supplyconfigs/edit/:configId?',
        loader: guard(SCREEN_RULES.supplyConfigs),
        lazy: () => import('@/routes/supply-configs-routes').then((m) => ({ Component: m.SupplyConfigEditRoute })),
      },
      {
        path: 'supplier-api',
        loader: guard(SCREEN_RULES.staffFullAdmin),
        lazy: () => import('@/features/supplier-api/supplier-api-page').then((m) => ({ Component: m.SupplierApiPage })),
      },
      {
        path: 'locales',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/locales/locales-list-page').then((m) => ({ Component: m.LocalesListPage })),
      },
      {
        path: 'locales/edit/:localeId?',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/locales/locale-pages').then((m) => ({ Component: m.LocaleEditRoute })),
      },
      {
        path: 'locales/:localeId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/locales/locale-pages').then((m) => ({ Component: m.LocaleViewRoute })),
      },
      {
        path: 'provinces',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/provinces/provinces-list-page').then((m) => ({ Component: m.ProvincesListPage })),
      },
      {
        path: 'provinces/edit/:provinceId?',
        loader: guard(PROVINCE_WRITE_RULE),
        lazy: () => import('@/features/locations/provinces/province-edit-page').then((m) => ({ Component: m.ProvinceEditRoute })),
      },
      {
        path: 'provinces/:provinceId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/provinces/province-pages').then((m) => ({ Component: m.ProvinceViewRoute })),
      },
      {
        path: 'zones',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/zones/zones-list-page').then((m) => ({ Component: m.ZonesListPage })),
      },
      {
        path: 'zones/edit/:zoneId?',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/zones/zone-edit-page').then((m) => ({ Component: m.ZoneEditRoute })),
      },
      {
        path: 'zones/:zoneId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/zones/zone-pages').then((m) => ({ Component: m.ZoneViewRoute })),
      },
      {
        path: 'new-routes',
        loader: guard(SCREEN_RULES.contentRoutes),
        lazy: () => import('@/features/content/routes/new-routes-page').then((m) => ({ Component: m.NewRoutesPage })),
      },
      {
        path: 'new-routes/pros-and-cons/create',
        loader: guard(SCREEN_RULES.contentRoutes),
        lazy: () => import('@/features/content/routes/pro-con-create-page').then((m) => ({ Component: m.ProConCreatePage })),
      },
      {
        path: 'new-routes/edit/:routeSlug',
        loader: guard(SCREEN_RULES.contentRoutes),
        lazy: () => import('@/features/content/routes/route-edit-page').then((m) => ({ Component: m.RouteEditRoute })),
      },
      {
        path: 'new-routes/:routeSlug',
        loader: guard(SCREEN_RULES.contentRoutes),
        lazy: () => import('@/features/content/routes/route-view-page').then((m) => ({ Component: m.RouteViewRoute })),
      },
      {
        path: 'ai-content',
        loader: guard(SCREEN_RULES.aiContent),
        lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.AiContentLayout })),
        children: [
          { index: true, lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.AiContentIndexRoute })) },
          { path: 'cities-articles', lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.CitiesArticlesRoute })) },
          {
            path: 'countries-articles',
            lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.CountriesArticlesRoute })),
          },
          {
            path: 'cities-lp-content',
            lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.CitiesLpContentRoute })),
          },
          {
            path: 'countries-lp-content',
            lazy: () => import('@/features/content/ai-content/ai-content-page').then((m) => ({ Component: m.CountriesLpContentRoute })),
          },
        ],
      },
      {
        path: 'cities-articles/edit/:articleId',
        loader: guard(SCREEN_RULES.aiContent),
        lazy: () => import('@/features/content/ai-content/article-edit-page').then((m) => ({ Component: m.ArticleEditRoute })),
      },
      {
        path: 'countries-articles/edit/:articleId',
        loader: guard(SCREEN_RULES.aiContent),
        lazy: () => import('@/features/content/ai-content/article-edit-page').then((m) => ({ Component: m.ArticleEditRoute })),
      },
      {
        path: 'cities-lp-content/edit/:articleId',
        loader: guard(SCREEN_RULES.aiContent),
        lazy: () => import('@/features/content/ai-content/article-edit-page').then((m) => ({ Component: m.ArticleEditRoute })),
      },
      {
        path: 'countries-lp-content/edit/:articleId',
        loader: guard(SCREEN_RULES.aiContent),
        lazy: () => import('@/features/content/ai-content/article-edit-page').then((m) => ({ Component: m.ArticleEditRoute })),
      },
      {
        path: 'images',
        loader: guard(SCREEN_RULES.images),
        lazy: () => import('@/features/images/images-list-page').then((m) => ({ Component: m.ImagesListPage })),
      },
      {
        path: 'upload',
        loader: guard(SCREEN_RULES.imageUpload),
        lazy: () => import('@/features/images/upload-page').then((m) => ({ Component: m.UploadPage })),
      },
      {
        path: 'cities',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/cities/cities-list-page').then((m) => ({ Component: m.CitiesListPage })),
      },
      {
        path: 'cities/edit/:cityId?',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/cities/city-edit-page').then((m) => ({ Component: m.CityEditRoute })),
      },
      {
        path: 'cities/:cityId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/cities/city-pages').then((m) => ({ Component: m.CityViewRoute })),
      },
      {
        path: PLACES_PATH.slice(1),
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/places/places-list-page').then((m) => ({ Component: m.PlacesListPage })),
      },
      {
        path: `${PLACES_PATH.slice(1)}/types`,
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/places/place-types-page').then((m) => ({ Component: m.PlaceTypesPage })),
      },
      {
        path: `${PLACES_PATH.slice(1)}/edit/:pointOfInterestId?`,
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/places/place-edit-page').then((m) => ({ Component: m.PlaceEditRoute })),
      },
      {
        path: `${PLACES_PATH.slice(1)}/:pointOfInterestId`,
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/places/place-pages').then((m) => ({ Component: m.PlaceViewRoute })),
      },
      {
        path: 'stations',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/stations/stations-list-page').then((m) => ({ Component: m.StationsListPage })),
      },
      {
        path: 'stations/edit/:stationId?',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/stations/station-edit-page').then((m) => ({ Component: m.StationEditRoute })),
      },
      {
        path: 'stations/:stationId',
        loader: guard(SCREEN_RULES.locations),
        lazy: () => import('@/features/locations/stations/station-pages').then((m) => ({ Component: m.StationViewRoute })),
      },
      { path: 'caches', loader: guard(SCREEN_RULES.caches), lazy: () => import('@/routes/ops-routes').then((m) => ({ Component: m.CachesRoute })) },
      { path: 'operations', loader: guard(SCREEN_RULES.operations), lazy: () => import('@/routes/ops-routes').then((m) => ({ Component: m.OperationsRoute })) },
      {
        path: 'developer-mode',
        loader: guard(SCREEN_RULES.developerMode),
        lazy: () => import('@/routes/developer-mode-route').then((m) => ({ Component: m.DeveloperModeRoute })),
      },
      {
        path: 'prospect-list',
        loader: guard(SCREEN_RULES.prospectList),
        lazy: () => import('@/routes/prospects-routes').then((m) => ({ Component: m.ProspectListRoute })),
      },
      {
        path: 'promocodes',
        loader: guard(SCREEN_RULES.promocodes),
        lazy: () => import('@/routes/promocodes-routes').then((m) => ({ Component: m.PromocodesListRoute })),
      },
      {
        path: 'promocodes/edit/single/:campaignId?',
        loader: guard(SCREEN_RULES.promocodes),
        lazy: () => import('@/routes/promocodes-routes').then((m) => ({ Component: m.SingleCampaignEditRoute })),
      },
      {
        path: 'promocodes/edit/serial/:campaignId?',
        loader: guard(SCREEN_RULES.promocodes),
        lazy: () => import('@/routes/promocodes-routes').then((m) => ({ Component: m.SerialCampaignEditRoute })),
      },
      {
        path: 'refund-coupons',
        loader: guard(SCREEN_RULES.refundCoupons),
        lazy: () => import('@/routes/refund-coupons-routes').then((m) => ({ Component: m.RefundCouponsRoute })),
      },
      // The definition tables, each at its own path and nested under the /tables menu (spec part 3, route table).
      {
        path: 'tables',
        loader: guard(SCREEN_RULES.definitions),
        lazy: () => import('@/routes/definitions-routes').then((m) => ({ Component: m.TablesRoute })),
        children: DEFINITION_TABLE_ROUTES.map(({ id, route }) => ({
          path: TABLES_NESTED_PATHS[id],
          lazy: () => import('@/routes/definitions-routes').then((m) => ({ Component: m[route] })),
        })),
      },
      ...DEFINITION_TABLE_ROUTES.map(({ path, route }) => ({
        path,
        loader: guard(SCREEN_RULES.definitions),
        lazy: () => import('@/routes/definitions-routes').then((m) => ({ Component: m[route] })),
      })),
      // Spec 2.1's /locations -> /stations, once the stations screen is built; until then /locations is an unknown path.
      ...(isScreenBuilt('stations') ? [{ path: 'locations', loader: () => redirect('/stations') }] : []),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);

trackLocation(() => (router.state.initialized ? router.state.location : null));
