import type { MonitoringFrequency, MonitoringOutputFormat, MonitoringOutputType } from '@farebox/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A saved monitoring query, run on its schedule and posted to Slack (see the migration Monitoring1764940000000). */
@Entity('monitoring_item')
export class MonitoringItem {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'query_name', type: 'text' }) queryName: string;
  @Column({ name: 'query_string', type: 'text' }) queryString: string;
  @Column({ name: 'output_type', type: 'text' }) outputType: MonitoringOutputType;
  @Column({ name: 'output_format', type: 'text' }) outputFormat: MonitoringOutputFormat;
  @Column({ name: 'slack_channel', type: 'text' }) slackChannel: string;
  @Column({ name: 'start_time', type: 'text' }) startTime: string;
  @Column({ type: 'text' }) frequency: MonitoringFrequency;
  @Column({ name: 'days_to_check', type: 'int' }) daysToCheck: number;
  @Column({ type: 'boolean' }) paused: boolean;
  @Column({ type: 'int' }) version: number;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
