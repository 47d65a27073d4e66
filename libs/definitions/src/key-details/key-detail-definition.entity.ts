import { Column, Entity } from 'typeorm';
import { DefinitionEntity } from '../definition-columns.js';

/** A key detail a line may show, with its icon from the catalogue (KEY_DETAIL_ICONS). */
@Entity('key_detail_definition')
export class KeyDetailDefinition extends DefinitionEntity {
  @Column({ type: 'text' }) label: string;
  @Column({ name: 'icon_id', type: 'text' }) iconId: string;
  @Column({ name: 'icon_provider', type: 'text' }) iconProvider: string;
  @Column({ name: 'icon_css_class', type: 'text' }) iconCssClass: string;
}
