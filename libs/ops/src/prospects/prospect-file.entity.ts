import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ProspectSearchState } from '@farebox/domain';

export const PROSPECT_FILE_NAME_KEY = 'prospect_file_name_key';

/** One prospect search and its sheet; its state follows prospectSearchMachine (@farebox/domain). */
@Entity('prospect_file')
export class ProspectFile {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'file_name', type: 'text' }) fileName: string;
  @Column({ type: 'text', array: true }) queries: string[];
  @Column({ type: 'text', array: true }) locations: string[];
  @Column({ name: 'google_domain', type: 'text' }) googleDomain: string;
  @Column({ name: 'hosting_language', type: 'text' }) hostingLanguage: string;
  @Column({ type: 'text' }) state: ProspectSearchState;
  @Column({ name: 'machine_version', type: 'int' }) machineVersion: number;
  /** Provider requests of the search: queries × locations. */
  @Column({ name: 'requests_total', type: 'int' }) requestsTotal: number;
  @Column({ name: 'requests_done', type: 'int', default: 0 }) requestsDone: number;
  /** Result rows in the sheet, once done. */
  @Column({ name: 'rows_written', type: 'int', nullable: true }) rowsWritten: number | null;
  /** Where the sheet is stored (FileStorage), once done; the same key on every rerun. */
  @Column({ name: 'sheet_key', type: 'text', nullable: true }) sheetKey: string | null;
  /** Why the search failed. */
  @Column({ type: 'text', nullable: true }) error: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy: string | null;
  /** Set from the Clock: "total searches this month" counts by it. */
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
