import { Injectable } from '@nestjs/common';
import type { FileExportDefinition } from './file-export-kind.js';

/** Every area's background exports, registered by the area at start-up (in the API and in the worker alike). */
@Injectable()
export class FileExportKinds {
  private readonly kinds = new Map<string, FileExportDefinition>();

  register<F extends object>(definition: FileExportDefinition<F>): void {
    if (this.kinds.has(definition.kind)) throw new Error(`File export "${definition.kind}" is registered twice`);
    this.kinds.set(definition.kind, definition);
  }

  /** The kind's definition, or undefined when this process has not registered it. */
  find(kind: string): FileExportDefinition | undefined {
    return this.kinds.get(kind);
  }
}
