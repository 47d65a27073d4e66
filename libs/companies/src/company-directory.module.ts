import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyDirectory } from '@farebox/identity';
import { CompanyDirectoryService } from './companies/company-directory.service.js';
import { Company } from './companies/company.entity.js';

/**
 * Binds identity's CompanyDirectory port to the companies area. Global because IdentityModule cannot import it (this
 * module depends on identity): composing CompaniesModule, which imports it, is what provides the port.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  providers: [{ provide: CompanyDirectory, useClass: CompanyDirectoryService }],
  exports: [CompanyDirectory],
})
export class CompanyDirectoryModule {}
