import { Module } from '@nestjs/common';
import { InventoryModule } from '../../inventory.module.js';
import { LineEditorService } from './line-editor.service.js';
import { LinesEditorController } from './lines-editor.controller.js';

/** The line editor's API: tab 0, the side menu's actions and the change log (spec part 2, 2.9). */
@Module({
  imports: [InventoryModule],
  controllers: [LinesEditorController],
  providers: [LineEditorService],
  exports: [LineEditorService],
})
export class LineEditorModule {}
