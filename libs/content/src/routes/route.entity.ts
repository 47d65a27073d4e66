import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { City } from '@farebox/geo';

/** A route landing page: from one city to another (spec part 3, section 3). Its slug is fixed. */
@Entity('route')
export class Route {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) slug: string;
  @Column({ name: 'from_city_id', type: 'uuid' }) fromCityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'from_city_id' })
  fromCity?: City;
  @Column({ name: 'to_city_id', type: 'uuid' }) toCityId: string;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'to_city_id' })
  toCity?: City;
  @Column({ name: 'is_available', type: 'boolean', default: true }) isAvailable: boolean;
  /** Sanitised HTML. */
  @Column({ name: 'promotion_html', type: 'text', nullable: true }) promotionHtml: string | null;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** One way of travelling a route, in the route's order. */
@Entity('route_transportation')
export class RouteTransportation {
  @PrimaryColumn({ name: 'route_id', type: 'uuid' }) routeId: string;
  @PrimaryColumn({ name: 'type_slug', type: 'text' }) typeSlug: string;
  @Column({ type: 'int' }) position: number;
}

/** A pro or con a transportation lists; pros and cons are ordered by position each within their type. */
@Entity('route_transportation_pro_con')
export class RouteTransportationProCon {
  @PrimaryColumn({ name: 'route_id', type: 'uuid' }) routeId: string;
  @PrimaryColumn({ name: 'type_slug', type: 'text' }) typeSlug: string;
  @PrimaryColumn({ name: 'pro_con_id', type: 'uuid' }) proConId: string;
  @Column({ type: 'int' }) position: number;
}
