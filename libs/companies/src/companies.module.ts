import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '@farebox/identity';
import { CompaniesController } from './companies/companies.controller.js';
import { CompaniesService } from './companies/companies.service.js';
import { Company } from './companies/company.entity.js';
import { CompanyImagesService } from './companies/company-images.service.js';
import { CompanyDirectoryModule } from './company-directory.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([Company, User]), CompanyDirectoryModule],
  controllers: [CompaniesController],
  providers: [CompaniesService, CompanyImagesService],
  exports: [CompaniesService, TypeOrmModule],
})
export class CompaniesModule {}
