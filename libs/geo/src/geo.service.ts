import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { notFound, takeOf, type Page, likePattern } from '@farebox/platform';
import { City } from './cities/city.entity.js';
import { Country } from './countries/country.entity.js';
import type { CityDto, CountryDto, ListCitiesQueryDto, ListStationsQueryDto, StationDto } from './dto/geo.dto.js';
import { Station } from './stations/station.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of countries, cities and stations for pickers. */
@Injectable()
export class GeoService {
  constructor(
    @InjectRepository(Country) private readonly countries: Repository<Country>,
    @InjectRepository(City) private readonly cities: Repository<City>,
    @InjectRepository(Station) private readonly stations: Repository<Station>,
  ) {}

  async listCountries(): Promise<CountryDto[]> {
    const rows = await this.countries.find({ order: { name: 'ASC' } });
    return rows.map(({ id, code, name, slug, region }) => ({ id, code, name, slug, region }));
  }

  async listCities(query: ListCitiesQueryDto): Promise<Page<CityDto>> {
    const qb = this.cities.createQueryBuilder('c').innerJoinAndSelect('c.country', 'country');
    if (query.name) qb.andWhere('c.name ILIKE :name', { name: likePattern(query.name) });
    if (query.slug) qb.andWhere('c.slug = :slug', { slug: query.slug.toLowerCase() });
    if (query.country) {
      if (UUID.test(query.country)) qb.andWhere('c.country_id = :country', { country: query.country });
      else qb.andWhere('country.code = :code', { code: query.country.toUpperCase() });
    }
    // Many-to-one join (no duplicate rows): plain OFFSET/LIMIT, which also lets the ORDER BY be an expression.
    qb.orderBy('lower(c.name)', 'ASC').addOrderBy('c.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toCityDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async getCity(id: string): Promise<CityDto> {
    const city = await this.cities.findOne({ where: { id }, relations: { country: true } });
    if (!city) throw notFound('City');
    return toCityDto(city);
  }

  async listStations(query: ListStationsQueryDto): Promise<Page<StationDto>> {
    const qb = this.stations.createQueryBuilder('s');
    if (query.cityId) qb.andWhere('s.city_id = :cityId', { cityId: query.cityId });
    if (query.name) qb.andWhere('s.name ILIKE :name', { name: likePattern(query.name) });
    qb.orderBy('lower(s.name)', 'ASC').addOrderBy('s.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: rows.map(toStationDto), meta: { limit: query.limit, offset: query.offset, total } };
  }

  async getStation(id: string): Promise<StationDto> {
    const station = await this.stations.findOneBy({ id });
    if (!station) throw notFound('Station');
    return toStationDto(station);
  }
}

const toCityDto = (c: City): CityDto => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  timezone: c.timezone,
  country: { id: c.country!.id, code: c.country!.code, name: c.country!.name },
});

const toStationDto = ({ id, cityId, name, slug, address, lat, lng }: Station): StationDto => ({ id, cityId, name, slug, address, lat, lng });
